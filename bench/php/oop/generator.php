<?php
// oop/generator: a generator consumed by foreach (keys and values), one
// driven by hand with current()/next()/send(), and `yield from`.
// $argv[1] overrides the count.
// @small 250000
function counter($n)
{
    for ($i = 0; $i < $n; $i++) {
        yield $i => $i * 2;
    }
}

function echoer()
{
    $sum = 0;
    while (true) {
        $v = yield $sum;
        $sum += $v;
    }
}

function outer($n)
{
    yield from counter($n);
    return 7;
}

$n = (int)($argv[1] ?? 5000000);
$s = 0;
foreach (counter($n) as $k => $v) {
    $s += $v - $k;
}
$e = echoer();
$e->current();
for ($i = 0; $i < $n; $i++) {
    $e->send($i & 7);
}
$s += $e->current();
$o = outer($n >> 1);
foreach ($o as $v) {
    $s += $v & 1;
}
$s += $o->getReturn();
echo "generator ", $n, " ", $s, "\n";
