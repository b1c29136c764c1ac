--TEST--
Generator methods (send, current, key, next, valid) called from compiled loops through the direct region's own path: send() before current(), a generator finishing or throwing during the loop, a site that also sees other objects, a method name in another case, a generator in an array element, a temporary generator, the call as another call's argument, a generator resuming itself, finally blocks and destructors of abandoned generators.
--FILE--
<?php
// Generator methods (send, current, key, next, valid) called from
// compiled loops: send() before current() (the first run), a generator
// that finishes or throws during the loop, a site that also sees other
// objects, a method name in another case, a generator held in an array
// element, a temporary generator, the call as another call's argument,
// a generator resuming itself, and finally blocks and destructors of
// generators abandoned in the loop.
function echoer() {
    $sum = 0;
    while (true) {
        $v = yield $sum;
        if ($v === 'stop') { return 'stopped'; }
        if ($v === 'boom') { throw new RuntimeException("boom at $sum"); }
        $sum += $v;
    }
}
function counter($n) {
    for ($i = 0; $i < $n; $i++) { yield "k$i" => $i * 3; }
}
class FakeGen {
    public $n = 0;
    function send($v) { $this->n += $v; return -$v; }
    function current() { return 'fake'; }
}
class Noisy {
    public $id;
    function __construct($id) { $this->id = $id; }
    static $gone = 0;
    function __destruct() { Noisy::$gone++; if ($this->id % 500 == 0) { echo "destroyed {$this->id}\n"; } }
}
function guarded($id) {
    $n = new Noisy($id);
    try {
        for ($i = 0; ; $i++) { yield $i; }
    } finally {
        $GLOBALS['finals']++;
        if ($id % 500 == 0) { echo "finally $id\n"; }
    }
}
function show($x) { return "<$x>"; }

// send() before current(): the first run happens inside send().
$e = echoer();
$t = 0;
for ($i = 0; $i < 3000; $i++) {
    $t += $e->send($i & 7);
}
echo "sum ", $t, " ", $e->current(), "\n";

// Finished during the loop: send() returns null, valid() turns false.
$e = echoer();
$nulls = 0;
for ($i = 0; $i < 3000; $i++) {
    $r = $e->send($i == 1500 ? 'stop' : 1);
    if ($r === null) { $nulls++; }
}
var_dump($nulls, $e->valid(), $e->getReturn());

// Throws during the loop.
$e = echoer();
$caught = 0;
for ($i = 0; $i < 3000; $i++) {
    try {
        $e->send($i == 2000 ? 'boom' : 2);
    } catch (RuntimeException $x) {
        $caught++;
        echo get_class($x), ": ", $x->getMessage(), " line ", $x->getLine(), "\n";
    }
}
var_dump($caught, $e->valid());

// current(), key(), next(), valid() by hand; a name in another case.
$g = counter(2500);
$keys = 0; $vals = 0;
while ($g->valid()) {
    $vals += $g->current();
    $keys += strlen($g->KEY());
    $g->Next();
}
echo $keys, " ", $vals, "\n";

// One site, generators and other objects.
$objs = [echoer(), new FakeGen(), echoer()];
$acc = 0;
for ($i = 0; $i < 3000; $i++) {
    $o = $objs[$i % 3];
    $acc += $o->send(1);
}
echo $acc, " ", $objs[1]->n, "\n";

// In an array element, as a temporary, as an argument.
$arr = [counter(5000)];
$s = '';
for ($i = 0; $i < 2000; $i++) {
    $arr[0]->next();
    if ($i % 500 == 0) { $s .= show($arr[0]->current()) . show(counter(3)->current()); }
}
echo $s, "\n";

// A generator resuming itself.
function selfish() {
    global $me;
    for ($i = 0; $i < 3; $i++) {
        try { $me->send(1); } catch (Error $x) { echo $x->getMessage(), "\n"; }
        yield $i;
    }
}
$me = selfish();
for ($i = 0; $i < 3; $i++) { $me->next(); }

// Abandoned generators: finally blocks and destructors run.
$finals = 0;
for ($i = 0; $i < 1500; $i++) {
    $g = guarded($i);
    $g->current();
    $g->next();
    if ($i % 500 != 0) { $g->next(); }
    if ($i >= 1497) { echo "replacing $i\n"; }
}
unset($g);
echo "done ", $finals, " ", Noisy::$gone, "\n";
--EXPECT--
sum 15739500 10500
int(1500)
bool(false)
string(7) "stopped"
RuntimeException: boom at 4000 line 14
int(1)
bool(false)
11390 9371250
1000000 1000
<3><0><1503><0><3003><0><4503><0>
Cannot resume an already running generator
Cannot resume an already running generator
Cannot resume an already running generator
finally 0
destroyed 0
finally 500
destroyed 500
finally 1000
destroyed 1000
replacing 1497
replacing 1498
replacing 1499
done 1500 1500
