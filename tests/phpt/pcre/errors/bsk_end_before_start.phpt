--TEST--
\K in a lookahead that ends a match before its start, in every function
--FILE--
<?php
var_dump(preg_replace('/(?=ab\K)/', 'x', 'ab'), preg_last_error());
var_dump(preg_split('/(?=ab\K)/', 'ab'), preg_last_error());
var_dump(preg_match_all('/(?=ab\K)/', 'ab', $m), $m);
var_dump(preg_replace_callback('/(?=ab\K)/', fn($m) => 'x', 'ab'));
var_dump(preg_replace('/a\K/', 'x', 'aaa'));
var_dump(preg_split('/a\K/', 'aaa'));
var_dump(preg_match_all('/a\K/', 'aaa', $m, PREG_OFFSET_CAPTURE), $m);
--EXPECTF--
NULL
int(1)
bool(false)
int(1)

Warning: preg_match_all(): Get subpatterns list failed in %s on line 4
bool(false)
array(0) {
}
NULL
string(6) "axaxax"
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "a"
  [3]=>
  string(0) ""
}
int(3)
array(1) {
  [0]=>
  array(3) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(1)
    }
    [1]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
  }
}
