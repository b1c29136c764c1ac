--TEST--
rsort() with SORT_STRING on strings values
--FILE--
<?php
$a = ["banana", "Apple", "apple", "cherry", "10", "9", "Banana", "img12", "img2", "IMG1"];
var_dump(rsort($a, SORT_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  string(4) "img2"
  [1]=>
  string(5) "img12"
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
  string(1) "9"
  [9]=>
  string(2) "10"
}
