--TEST--
patterns built at run time
--FILE--
<?php
$words = ['cat', 'dog'];
foreach ($words as $w) {
    $p = '/\b' . preg_quote($w, '/') . 's?\b/';
    var_dump(preg_match_all($p, 'cats and dogs and a cat', $m), $m[0]);
}
--EXPECT--
int(2)
array(2) {
  [0]=>
  string(4) "cats"
  [1]=>
  string(3) "cat"
}
int(1)
array(1) {
  [0]=>
  string(4) "dogs"
}
