--TEST--
CachingIterator cache grows one step ahead
--FILE--
<?php
$ci = new CachingIterator(new ArrayIterator(['a' => 1, 'b' => 2]), CachingIterator::FULL_CACHE);
$ci->rewind();
var_dump($ci->getCache());
$ci->next();
var_dump($ci->getCache(), $ci->key(), $ci->current());
?>
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
string(1) "b"
int(2)
