--TEST--
Cached property reads and writes in a loop: temporaries moved in, references in the slot or the source, the object assigned to its own property, unset slots, old values with destructors
--FILE--
<?php
class D { public function __construct(public $n) {} public function __destruct() { echo "drop {$this->n}\n"; } }
class P { public $a = 1; public $b; public $self; }
$p = new P();
$q = new P();
for ($i = 0; $i < 4; $i++) {
    $p->a = $i * 2 + 1;          // temporary source
    $p->b = "s" . $i;            // heap temporary
    $q->a = $p->b;               // CV property to property
    echo $p->a, " ", $p->b, " ", $q->a, "\n";
}
$p->self = $p;                   // the object into its own property
$p->self = $p;
var_dump($p->self === $p);
$p->self = null;
$x = 5;
$r = &$x;
for ($i = 0; $i < 3; $i++) {
    $p->a = $r;                  // a referenced variable as source
    $r++;
    echo $p->a, " ", $x, "\n";
}
$p->b = &$x;                     // a reference in the slot
for ($i = 0; $i < 3; $i++) {
    $p->b = $i + 10;
    echo $p->b, " ", $x, "\n";
}
unset($q->a);
for ($i = 0; $i < 2; $i++) {
    echo isset($q->a) ? "set" : "unset", "\n";
    $q->a = $i;
    echo $q->a, "\n";
    unset($q->a);
}
for ($i = 0; $i < 3; $i++) {
    $p->a = new D($i);           // the old value's destructor runs
    echo "after $i\n";
}
$p->a = 0;
echo "end\n";
--EXPECT--
1 s0 s0
3 s1 s1
5 s2 s2
7 s3 s3
bool(true)
5 6
6 7
7 8
10 10
11 11
12 12
unset
0
unset
1
after 0
drop 0
after 1
drop 1
after 2
drop 2
end
