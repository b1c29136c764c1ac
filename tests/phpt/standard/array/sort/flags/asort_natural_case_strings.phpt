--TEST--
asort() with SORT_NATURAL | SORT_FLAG_CASE on strings values
--FILE--
<?php
$a = ["banana", "Apple", "apple", "cherry", "10", "9", "Banana", "img12", "img2", "IMG1"];
var_dump(asort($a, SORT_NATURAL | SORT_FLAG_CASE));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [5]=>
  string(1) "9"
  [4]=>
  string(2) "10"
  [1]=>
  string(5) "Apple"
  [2]=>
  string(5) "apple"
  [0]=>
  string(6) "banana"
  [6]=>
  string(6) "Banana"
  [3]=>
  string(6) "cherry"
  [9]=>
  string(4) "IMG1"
  [8]=>
  string(4) "img2"
  [7]=>
  string(5) "img12"
}
