--TEST--
splitting words on non-letters with /u
--FILE--
<?php
var_dump(preg_split('/[^\p{L}]+/u', 'Grüße, mon ami! ça va?', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(5) {
  [0]=>
  string(7) "Grüße"
  [1]=>
  string(3) "mon"
  [2]=>
  string(3) "ami"
  [3]=>
  string(3) "ça"
  [4]=>
  string(2) "va"
}
