--TEST--
`$x = new C` in hot loops over an object of the same class: ids, what the old object held (objects with destructors, arrays), second handles, references, weak references, dynamic properties and possible roots behave as the two steps do
--FILE--
<?php
class Bare { public $v = 1; public $w = [1, 2]; }
class Flat { public $v = 1; public $f = 2.5; }
class Loud {
    public function __construct(public $tag = "") {}
    public function __destruct() { echo "destruct ", $this->tag, "\n"; }
}

// The plain case: the new object takes a new id, the old one's is freed.
$b = null;
$ids = [];
for ($i = 0; $i < 3000; $i++) {
    $b = new Bare();
    $b->v += $i;
    $b->w[] = $i;
    if ($i % 997 == 0 || $i > 2996) {
        $ids[] = spl_object_id($b);
    }
}
echo json_encode($ids), " ", $b->v, " ", json_encode($b->w), "\n";

// The old object held an object with a destructor: it runs at the
// assignment, after the new object exists.
$b = null;
$h = null;
for ($i = 0; $i < 1200; $i++) {
    if ($i > 1195) {
        echo "turn $i\n";
    }
    $h = new Bare();
    if ($i > 1194) {
        $h->v = new Loud("held $i");
        echo "made\n";
    }
}
echo "after loop\n";
$h = null;
echo "h gone\n";

// A second handle, a reference, a weak reference, a dynamic property:
// the old object stays or goes as php has it.
$keep = [];
$x = null;
for ($i = 0; $i < 2000; $i++) {
    $x = new Bare();
    switch ($i % 500) {
        case 1:
            $keep[] = $x;
            break;
        case 2:
            $wr = WeakReference::create($x);
            break;
        case 3:
            var_dump($wr->get() === null);
            @$x->dyn = $i;
            break;
        case 4:
            $ref = &$x;
            break;
        case 5:
            unset($ref);
            $x->v = "str$i";
            break;
    }
}
echo count($keep), " ", spl_object_id($x), "\n";
var_dump($keep[0]);
$keep = null;

// Possible roots: the old object shared for a while, then replaced
// (scalar defaults: php counts one more root for an object holding an
// array, which tusk does not).
gc_collect_cycles();
$s0 = gc_status();
$y = null;
$z = null;
for ($i = 0; $i < 3001; $i++) {
    $y = new Flat();
    if ($i % 2 == 0) {
        $z = $y;
        $z = null;
    }
}
$s1 = gc_status();
echo $s1['roots'] - $s0['roots'], " ", $s1['runs'] - $s0['runs'], "\n";

// Memory does not grow.
function churn() {
    $o = null;
    $m = memory_get_usage();
    for ($i = 0; $i < 5000; $i++) {
        $o = new Bare();
    }
    return memory_get_usage() - $m;
}
churn();
var_dump(churn() <= 0);
echo "end\n";
--EXPECT--
[1,2,1,2,2,1,2] 3000 [1,2,2999]
made
turn 1196
destruct held 1195
made
turn 1197
destruct held 1196
made
turn 1198
destruct held 1197
made
turn 1199
destruct held 1198
made
after loop
destruct held 1199
h gone
bool(true)
bool(true)
bool(true)
bool(true)
4 6
object(Bare)#1 (2) {
  ["v"]=>
  int(1)
  ["w"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
1 0
bool(false)
end
