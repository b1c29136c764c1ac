--TEST--
An exception thrown into a generator suspended in yield from an array or an iterator is raised at the yield from, where a try block catches it.
--FILE--
<?php
// An exception thrown into a generator suspended in `yield from` an array
// or an iterator is raised at the `yield from`: a try block around it
// catches it (the delegate is dropped).
function arr() { try { yield from [1, 2]; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 9; } yield 10; }
$g = arr();
echo $g->current(), "\n";
echo $g->throw(new Exception("boom")), "\n";
$g->next();
echo $g->current(), "\n";
function it() { try { yield from new ArrayIterator(['a' => 1, 'b' => 2]); } finally { echo "finally\n"; } }
$g = it();
echo $g->key(), "\n";
try { $g->throw(new LogicException("out")); } catch (LogicException $e) { echo "left: ", $e->getMessage(), "\n"; }
var_dump($g->valid());
--EXPECT--
1
caught boom
9
10
a
finally
left: out
bool(false)
