--TEST--
Object ids after many frees are reused last-freed first, in hot loops too (objects kept in a second variable, objects holding objects, destructors run when the last handle goes)
--FILE--
<?php
class Pair {
    public $sum;
    public function __construct(public $a, public $b) { $this->sum = $a + $b; }
}
class Bare { public $v = 1; }
class Holder { public $o; public $n = 0; }
class Loud {
    public function __construct(public $tag) {}
    public function __destruct() { echo "destruct ", $this->tag, "\n"; }
}

// A hot loop keeping each object for one more iteration.
$prev = null;
$ids = [];
for ($i = 0; $i < 3000; $i++) {
    $p = new Pair($i, 1);
    $b = new Bare();
    if ($i % 500 == 0 || $i > 2995) {
        $ids[] = [spl_object_id($p), spl_object_id($b), $prev ? spl_object_id($prev) : 0];
    }
    $prev = $p;
}
echo json_encode($ids), "\n";
echo $prev->a, " ", $prev->sum, "\n";
unset($p, $b, $prev);

// Hundreds of objects freed at once: their ids come back last-freed first.
$many = [];
for ($i = 0; $i < 300; $i++) {
    $many[] = new Bare();
}
$first = spl_object_id($many[0]);
$last = spl_object_id($many[299]);
for ($i = 0; $i < 300; $i++) {
    unset($many[$i]);
}
$again = [];
for ($i = 0; $i < 300; $i++) {
    $again[] = new Pair($i, $i);
}
var_dump(spl_object_id($again[0]) === $last, spl_object_id($again[299]) === $first);
$order = array_map('spl_object_id', array_slice($again, 0, 5));
echo implode(",", $order), "\n";
$again = null;

// Objects holding objects: freeing the holder frees what it holds first.
$hs = [];
for ($i = 0; $i < 200; $i++) {
    $h = new Holder();
    $h->o = new Holder();
    $h->o->o = new Bare();
    $h->n = $i;
    $hs[] = $h;
}
$h = null;
$hs = null;
$x = new Bare();
$y = new Holder();
$z = new Pair(1, 2);
echo spl_object_id($x), " ", spl_object_id($y), " ", spl_object_id($z), "\n";
var_dump($y);

// Destructors run when the last of two handles goes.
for ($i = 0; $i < 3; $i++) {
    $l = new Loud("a$i");
    $keep = $l;
    echo "made $i\n";
    $l = null;
    echo "one handle left\n";
    $keep = null;
    echo "none left\n";
}
$q = new Loud("q");
$r = $q;
unset($q);
echo "end of script\n";
--EXPECT--
[[1,2,0],[1,2,3],[1,2,3],[1,2,3],[1,2,3],[1,2,3],[1,2,3],[3,4,1],[1,2,3],[3,4,1]]
2999 3000
bool(true)
bool(true)
300,299,298,297,296
598 599 600
object(Holder)#599 (2) {
  ["o"]=>
  NULL
  ["n"]=>
  int(0)
}
made 0
one handle left
destruct a0
none left
made 1
one handle left
destruct a1
none left
made 2
one handle left
destruct a2
none left
end of script
destruct q
