--TEST--
RegexIterator SPLIT and ALL_MATCHES modes
--FILE--
<?php
$it = new RegexIterator(new ArrayIterator(['a,b', 'c', 'd,e,f']), '/,/', RegexIterator::SPLIT);
var_dump(iterator_to_array($it));
$it = new RegexIterator(new ArrayIterator(['a1b2', 'c']), '/\d/', RegexIterator::ALL_MATCHES);
var_dump(iterator_to_array($it));
?>
--EXPECT--
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
  }
  [2]=>
  array(3) {
    [0]=>
    string(1) "d"
    [1]=>
    string(1) "e"
    [2]=>
    string(1) "f"
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(2) {
      [0]=>
      string(1) "1"
      [1]=>
      string(1) "2"
    }
  }
}
