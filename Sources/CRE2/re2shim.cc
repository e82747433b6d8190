#include "re2shim.h"

#include <re2/re2.h>

#include <cstring>
#include <new>

struct tour_re2 {
  re2::RE2 *regex;
};

namespace {
// Writes `message` into the caller's buffer, cut to fit and NUL-terminated.
void copy_error(const std::string &message, char *error, size_t error_size) {
  if (error == nullptr || error_size == 0) return;
  size_t count = message.size() < error_size - 1 ? message.size() : error_size - 1;
  std::memcpy(error, message.data(), count);
  error[count] = '\0';
}
}  // namespace

extern "C" tour_re2 *tour_re2_compile(const char *pattern, size_t length, int64_t max_memory,
                                      char *error, size_t error_size) {
  re2::RE2::Options options;
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  options.set_max_mem(max_memory);
  // RE2 would print every refused pattern on standard error; the reason is returned instead.
  options.set_log_errors(false);
  options.set_never_capture(true);
  re2::RE2 *regex = new (std::nothrow) re2::RE2(re2::StringPiece(pattern, length), options);
  if (regex == nullptr) {
    copy_error("out of memory", error, error_size);
    return nullptr;
  }
  if (!regex->ok()) {
    copy_error(regex->error(), error, error_size);
    delete regex;
    return nullptr;
  }
  tour_re2 *compiled = new (std::nothrow) tour_re2{regex};
  if (compiled == nullptr) {
    delete regex;
    copy_error("out of memory", error, error_size);
  }
  return compiled;
}

extern "C" int tour_re2_full_match(const tour_re2 *compiled, const char *text, size_t length) {
  return re2::RE2::FullMatch(re2::StringPiece(text, length), *compiled->regex) ? 1 : 0;
}

extern "C" int tour_re2_program_size(const tour_re2 *compiled) {
  return compiled->regex->ProgramSize();
}

extern "C" void tour_re2_free(tour_re2 *compiled) {
  if (compiled == nullptr) return;
  delete compiled->regex;
  delete compiled;
}
