--TEST--
header functions in the CLI: no header list, but the response code and php's checks
--FILE--
<?php
var_dump(http_response_code());
header("X-A: 1");
var_dump(headers_list(), headers_sent());
header("Location: /x");
var_dump(http_response_code());
var_dump(http_response_code(404), http_response_code());
header("HTTP/1.1 418 Teapot");
var_dump(http_response_code());
var_dump(setcookie("a", "b"));
try { setcookie("", "x"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "x", ["foo" => 1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "x", [1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "x", [], "/"); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { setcookie("a", "x", ["path" => "a b"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { setcookie("a", "x", 999999999999); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
header("X-B: a\nb");
header_remove("a:b");
echo "out\n";
function f() { var_dump(headers_sent($file, $line), $line); }
f();
header("X-C: 1");
var_dump(setcookie("late", "1"));
--EXPECTF--
bool(false)

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 3
array(0) {
}
bool(true)

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 5
bool(false)
bool(true)
int(404)

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 8
int(404)

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 10
bool(false)
setcookie(): Argument #1 ($name) cannot be empty
setcookie(): option "foo" is invalid
setcookie(): option array cannot have numeric keys
ArgumentCountErrorsetcookie(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array
setcookie(): "path" option cannot contain ",", ";", " ", "\t", "\r", "\n", "\013", or "\014"
setcookie(): "expires" option cannot have a year greater than 9999

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 17

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 18
out
bool(true)
int(2)

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 22

Warning: Cannot modify header information - headers already sent by (output started at %s:2) in %s on line 23
bool(false)
