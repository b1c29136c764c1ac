--TEST--
Implementing Traversable alone is an error
--FILE--
<?php
class T implements Traversable {}
--EXPECT--

Fatal error: Class T must implement interface Traversable as part of either Iterator or IteratorAggregate in Unknown on line 0
