--TEST--
arrays
--FILE--
<?php
var_dump(json_decode('[]'), json_decode('[1,[2,[3]],"x",null]'), json_decode('[[],[[]]]', true));
--EXPECT--
array(0) {
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    array(1) {
      [0]=>
      int(3)
    }
  }
  [2]=>
  string(1) "x"
  [3]=>
  NULL
}
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(1) {
    [0]=>
    array(0) {
    }
  }
}
