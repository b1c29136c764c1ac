--TEST--
lookahead and lookbehind
--FILE--
<?php
var_dump(preg_match('/\d+(?=px)/', '10em 20px', $m), $m);
var_dump(preg_match('/(?<!\$)\b\d+/', '$5 7', $m), $m);
var_dump(preg_match('/(?<=\$)\d+/', 'costs $42', $m), $m);
var_dump(preg_match('/q(?!u)/', 'quit qat', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "20"
}
int(1)
array(1) {
  [0]=>
  string(1) "7"
}
int(1)
array(1) {
  [0]=>
  string(2) "42"
}
int(1)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "q"
    [1]=>
    int(5)
  }
}
