--TEST--
arsort() with SORT_REGULAR on strings values
--FILE--
<?php
$a = ["banana", "Apple", "apple", "cherry", "10", "9", "Banana", "img12", "img2", "IMG1"];
var_dump(arsort($a, SORT_REGULAR));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [8]=>
  string(4) "img2"
  [7]=>
  string(5) "img12"
  [3]=>
  string(6) "cherry"
  [0]=>
  string(6) "banana"
  [2]=>
  string(5) "apple"
  [9]=>
  string(4) "IMG1"
  [6]=>
  string(6) "Banana"
  [1]=>
  string(5) "Apple"
  [4]=>
  string(2) "10"
  [5]=>
  string(1) "9"
}
