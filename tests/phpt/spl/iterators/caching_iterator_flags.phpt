--TEST--
CachingIterator flags
--FILE--
<?php
$it = new CachingIterator(new ArrayIterator([]));
var_dump($it->getFlags());
try { $it->setFlags(0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CachingIterator(new ArrayIterator([]), 3); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
int(1)
InvalidArgumentException: Unsetting flag CALL_TO_STRING is not possible
ValueError: CachingIterator::__construct(): Argument #2 ($flags) must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER
