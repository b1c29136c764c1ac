--TEST--
JIT: assignments of strings, arrays and objects in compiled loops (copies counted in place, temporaries moved, old values dropped after the write with php's destructor order, copy-on-write, references written through)
--FILE--
<?php
// Assignments of strings, arrays and objects in compiled loops: copies
// counted in place, temporaries moved, old values dropped after the write
// (destructors in php's order), copy-on-write kept, references written
// through.
class D {
    public function __construct(public string $n) {}
    public function __destruct() { echo "~", $this->n, " "; }
}
function run() {
    $log = [];
    $s = "x";
    $a = [1, 2];
    for ($i = 0; $i < 4; $i++) {
        $t = $s;            // a counted copy of a variable's string
        $t .= $i;           // copy-on-write: $s keeps "x"
        $b = $a;            // a counted copy of an array
        $b[] = $i;          // separated: $a unchanged
        $lit = [1, 2, 3];   // an immutable literal
        $c = $lit;
        $c[0] = $i;
        $s2 = $s . $i;      // a temporary's string, moved
        $s2 = $t;           // the old string dropped
        $log[] = "$s $t " . count($a) . " " . count($b) . " " . $lit[0] . $c[0] . " $s2";
    }
    echo implode(" | ", $log), "\n";
    // Objects: moved from temporaries, copied from variables, old ones
    // destroyed as they are overwritten.
    for ($i = 0; $i < 3; $i++) {
        $o = new D("o$i");
        $p = $o;
        echo "[", $p->n, "] ";
    }
    echo "\n";
    unset($o);
    echo "after unset ";
    unset($p);
    echo "\n";
    // A reference destination is written through.
    $x = "start";
    $r = &$x;
    for ($i = 0; $i < 3; $i++) {
        $r = "v$i";
        $r = [$i];
        $r = new D("r$i");
    }
    echo "\n", get_class($x), " ", $x->n, "\n";
    $x = null;
    echo "\n";
    // Self-assignment and chains.
    $q = "same";
    for ($i = 0; $i < 3; $i++) {
        $q = $q;
        $z = $y = $q;
    }
    echo "$q $y $z\n";
    // Cycles collected after overwrites.
    for ($i = 0; $i < 3; $i++) {
        $n = new stdClass;
        $n->self = $n;
        $n = null;
    }
    echo gc_collect_cycles() >= 0 ? "gc ok" : "", "\n";
}
run();
echo "end\n";
--EXPECT--
x x0 2 3 10 x0 | x x1 2 3 11 x1 | x x2 2 3 12 x2 | x x3 2 3 13 x3
[o0] ~o0 [o1] ~o1 [o2] 
after unset ~o2 
~r0 ~r1 
D r2
~r2 
same same same
gc ok
end
