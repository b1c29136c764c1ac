--TEST--
rsort() with SORT_NATURAL on strings values
--FILE--
<?php
$a = ["banana", "Apple", "apple", "cherry", "10", "9", "Banana", "img12", "img2", "IMG1"];
var_dump(rsort($a, SORT_NATURAL));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  string(5) "img12"
  [1]=>
  string(4) "img2"
  [2]=>
  string(6) "cherry"
  [3]=>
  string(6) "banana"
  [4]=>
  string(5) "apple"
  [5]=>
  string(4) "IMG1"
  [6]=>
  string(6) "Banana"
  [7]=>
  string(5) "Apple"
  [8]=>
  string(2) "10"
  [9]=>
  string(1) "9"
}
