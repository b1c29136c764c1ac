--TEST--
Generators keep their whole frame across resumptions: locals, a call being prepared at the yield, inner loops between yields, send() through yield from, keys and the return value
--FILE--
<?php
function add3($a, $b, $c) { return $a + $b + $c; }

function pending() {
    // A yield inside the arguments of a call: the call is being prepared.
    $r = add3(1, yield 'first', 3);
    $r2 = add3(yield 'second', 10, yield 'third');
    return [$r, $r2];
}
$g = pending();
echo $g->current(), "\n";
echo $g->send(100), "\n";
echo $g->send(200), "\n";
$g->send(300);
var_dump($g->valid(), $g->getReturn());

function inner_loops($n) {
    $acc = [];
    for ($i = 0; $i < $n; $i++) {
        $s = 0;
        for ($j = 0; $j < 50; $j++) {
            $s += $j * $i;
        }
        $acc[] = $s;
        $got = yield $i => $s;
        if ($got !== null) {
            $acc[] = "got $got";
        }
    }
    return $acc;
}
$g = inner_loops(4);
foreach ($g as $k => $v) {
    echo "$k: $v\n";
}
print_r($g->getReturn());

function leaf() {
    $x = yield 1;
    echo "leaf got $x\n";
    $y = yield 2;
    echo "leaf got $y\n";
    return 'leafret';
}
function mid() {
    $r = yield from leaf();
    echo "mid got $r\n";
    $z = yield 3;
    echo "mid got $z\n";
    return 'midret';
}
$m = mid();
foreach (['a', 'b', 'c'] as $in) {
    echo "cur ", $m->current(), " key ", $m->key(), "\n";
    $m->send($in);
}
var_dump($m->valid(), $m->getReturn());

// Many generators alive at once, resumed in turn.
$gens = [];
for ($i = 0; $i < 5; $i++) {
    $gens[] = (function () use ($i) {
        $local = str_repeat('x', $i);
        for ($k = 0; $k < 3; $k++) {
            yield "$i:$k:$local";
        }
    })();
}
for ($round = 0; $round < 3; $round++) {
    foreach ($gens as $g) {
        echo $g->current(), " ";
        $g->next();
    }
    echo "\n";
}
--EXPECT--
first
second
third
bool(false)
array(2) {
  [0]=>
  int(104)
  [1]=>
  int(510)
}
0: 0
1: 1225
2: 2450
3: 3675
Array
(
    [0] => 0
    [1] => 1225
    [2] => 2450
    [3] => 3675
)
cur 1 key 0
leaf got a
cur 2 key 1
leaf got b
mid got leafret
cur 3 key 0
mid got c
bool(false)
string(6) "midret"
0:0: 1:0:x 2:0:xx 3:0:xxx 4:0:xxxx 
0:1: 1:1:x 2:1:xx 3:1:xxx 4:1:xxxx 
0:2: 1:2:x 2:2:xx 3:2:xxx 4:2:xxxx
