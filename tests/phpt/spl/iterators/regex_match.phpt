--TEST--
RegexIterator MATCH mode
--FILE--
<?php
$it = new RegexIterator(new ArrayIterator(['apple', 'banana', 'avocado', 'cherry']), '/^a/');
var_dump(iterator_to_array($it));
?>
--EXPECT--
array(2) {
  [0]=>
  string(5) "apple"
  [2]=>
  string(7) "avocado"
}
