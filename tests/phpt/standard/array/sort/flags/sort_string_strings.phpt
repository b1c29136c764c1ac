--TEST--
sort() with SORT_STRING on strings values
--FILE--
<?php
$a = ["banana", "Apple", "apple", "cherry", "10", "9", "Banana", "img12", "img2", "IMG1"];
var_dump(sort($a, SORT_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  string(2) "10"
  [1]=>
  string(1) "9"
  [2]=>
  string(5) "Apple"
  [3]=>
  string(6) "Banana"
  [4]=>
  string(4) "IMG1"
  [5]=>
  string(5) "apple"
  [6]=>
  string(6) "banana"
  [7]=>
  string(6) "cherry"
  [8]=>
  string(5) "img12"
  [9]=>
  string(4) "img2"
}
