--TEST--
iterator interfaces exist
--FILE--
<?php
foreach (['OuterIterator', 'RecursiveIterator', 'SeekableIterator', 'SplObserver', 'SplSubject'] as $i) var_dump(interface_exists($i));
var_dump(new IteratorIterator(new EmptyIterator) instanceof OuterIterator);
var_dump(new ArrayIterator([]) instanceof SeekableIterator);
var_dump(new RecursiveArrayIterator([]) instanceof RecursiveIterator);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
