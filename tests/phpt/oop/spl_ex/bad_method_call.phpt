--TEST--
BadMethodCallException from __call and from SPL classes
--FILE--
<?php
class Proxy { public function __call($n, $a) { throw new BadMethodCallException("Method $n does not exist"); } }
try { (new Proxy)->missing(); } catch (BadFunctionCallException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$it = new ArrayIterator([]);
$c = new CachingIterator(new ArrayIterator([1]), 0);
try { $c->getCache(); } catch (BadMethodCallException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
BadMethodCallException: Method missing does not exist
BadMethodCallException: CachingIterator does not use a full cache (see CachingIterator::__construct)
