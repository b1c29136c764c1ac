--TEST--
RecursiveIteratorIterator edge cases: CATCH_GET_CHILD, hooks, bad children; CachingIterator string conversion
--FILE--
<?php
class Bad extends RecursiveArrayIterator { function getChildren(): ?RecursiveArrayIterator { throw new Exception("boom"); } }
$it = new RecursiveIteratorIterator(new Bad([1, [2], 3]), RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::CATCH_GET_CHILD);
foreach ($it as $v) echo $v, "\n";
try { foreach (new RecursiveIteratorIterator(new Bad([1, [2]])) as $v) echo $v, "\n"; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$rc = new RecursiveCachingIterator(new RecursiveArrayIterator([1, [2, 3]]));
foreach (new RecursiveIteratorIterator($rc, RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo $k, ":", is_array($v) ? 'A' : $v, "\n";
class NE extends RecursiveIteratorIterator { function nextElement(): void { echo "next:", $this->key(), "\n"; } function callHasChildren(): bool { return false; } }
foreach (new NE(new RecursiveArrayIterator([1, [2]])) as $v) echo "v=", is_array($v) ? 'A' : $v, "\n";
class NotRec extends RecursiveArrayIterator { function getChildren(): ?RecursiveArrayIterator { return null; } }
try { foreach (new RecursiveIteratorIterator(new NotRec([[1]])) as $v) {} } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$ci = new CachingIterator(new ArrayIterator([new ArrayObject([])]));
try { foreach ($ci as $v) {} } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECTF--
1
3
1
boom
0:1

Warning: Array to string conversion in %s on line 7
1:A
0:2
1:3
next:0
v=1
next:1
v=A
UnexpectedValueException: Objects returned by RecursiveIterator::getChildren() must implement RecursiveIterator
Error: Object of class ArrayObject could not be converted to string
