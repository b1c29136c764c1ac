--TEST--
foreach over generators and Iterator objects in compiled loops: keys, destinations holding references, break, the end of the loop, an exception thrown by the generator (its trace and line), an Iterator class, IteratorAggregate, and a generator finishing inside a loop.
--FILE--
<?php
// foreach over generators and Iterator objects in compiled loops: keys,
// destinations holding references, break, the end of the loop, an
// exception thrown by the generator (its trace and line), an Iterator
// class, IteratorAggregate, and a generator finishing inside a loop.
function counter($n) { for ($i = 0; $i < $n; $i++) { yield $i => $i * 2; } return "r$n"; }
function pairs() { yield "a" => 1; yield "b" => 2; yield 3 => "c"; }
$s = 0;
foreach (counter(5000) as $k => $v) { $s += $v - $k; }
echo $s, "\n";
// Keys of every kind, many times over (the loop gets compiled).
$keys = "";
for ($r = 0; $r < 2000; $r++) {
    $keys = "";
    foreach (pairs() as $k => $v) { $keys .= "$k=$v;"; }
}
echo $keys, "\n";
// The destination variables hold references.
$x = 0; $y = 0; $rx = &$x; $ry = &$y;
foreach (counter(3000) as $rx => $ry) {}
echo "$x $y\n";
// break out of a compiled loop; the generator goes on where it stopped.
$g = counter(10000);
$n = 0;
foreach ($g as $v) { if (++$n == 4000) break; }
echo $g->current(), " ", $g->key(), "\n";
$g->next();
echo $g->current(), "\n";
// The generator finished: getReturn after the loop.
$g = counter(1500);
foreach ($g as $v) {}
echo $g->getReturn(), "\n";
// An exception thrown inside the generator, caught around the loop.
function failing() {
    for ($i = 0; ; $i++) {
        if ($i == 2500) throw new RuntimeException("at $i");
        yield $i;
    }
}
try {
    foreach (failing() as $v) { $s += $v; }
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
    echo str_replace(__FILE__, "FILE", $e->getTraceAsString()), "\n";
}
// An Iterator class.
class Countdown implements Iterator {
    private $i;
    function __construct(private $from) { $this->i = $from; }
    function current(): mixed { return $this->i * 10; }
    function key(): mixed { return "k" . $this->i; }
    function next(): void { $this->i--; }
    function rewind(): void { $this->i = $this->from; }
    function valid(): bool { return $this->i > 0; }
}
$last = null; $t = 0;
foreach (new Countdown(3000) as $k => $v) { $t += $v; $last = $k; }
echo $t, " ", $last, "\n";
// IteratorAggregate handing out an ArrayIterator, and a generator.
class Bag implements IteratorAggregate {
    function __construct(private $items) {}
    function getIterator(): Iterator { return new ArrayIterator($this->items); }
}
class GenBag implements IteratorAggregate {
    function getIterator(): Generator { yield from range(1, 2500); }
}
$t = 0;
foreach (new Bag(range(1, 2500)) as $k => $v) { $t += $k + $v; }
foreach (new GenBag() as $v) { $t += $v; }
echo $t, "\n";
// Nested: a generator walked inside a loop over another.
$t = 0;
foreach (counter(60) as $a) { foreach (counter(60) as $b) { $t += $a ^ $b; } }
echo $t, "\n";
--EXPECT--
12497500
a=1;b=2;3=c;
2999 5998
7998 3999
8000
r1500
RuntimeException: at 2500 line 36
#0 FILE(41): failing()
#1 {main}
45015000 k1
9376250
225840
