--TEST--
JIT: concatenation and .= in compiled loops (strings and ints by the helpers, a temporary left side grown in place; floats, null, bools, arrays, objects, references and other destinations as php does them)
--FILE--
<?php
// Concatenation in compiled loops: strings and ints by the helpers (a
// temporary left side grown in place, `.=` in place), everything else
// (floats, null, bools, arrays, objects, references) as php does it.
class T { public function __toString(): string { return "T!"; } }
function run() {
    $vals = ["ab", "", 12, -3, 1.5, null, true, false, new T];
    $out = [];
    for ($r = 0; $r < 2; $r++) {
        foreach ($vals as $x) {
            foreach ($vals as $y) {
                $out[] = $x . $y;
            }
        }
    }
    echo md5(implode("|", $out)), " ", count($out), "\n";
    $s = "";
    $t = "x";
    for ($i = 0; $i < 5; $i++) {
        $s .= $i;
        $s .= "-";
        $s .= $t;
        $t .= $t;
        $u = "[" . $i . "]" . $t . $i . "!";
        $v = "$i:{$t}:" . $i * 2;
    }
    echo $s, " ", strlen($t), " ", $u, " ", $v, "\n";
    $f = "f";
    $n = null;
    $arr = [1];
    for ($i = 0; $i < 2; $i++) {
        $f .= 0.5;
        $f .= $n;
        $f .= true;
        $f .= new T;
        $w = @($arr . "x");
        $f .= $w;
    }
    echo $f, "\n";
    // `.=` on a reference and on a shared string.
    $base = "b";
    $ref = &$base;
    $copy = $base;
    for ($i = 0; $i < 3; $i++) {
        $ref .= $i;
        $copy .= "c";
    }
    echo "$base $ref $copy\n";
    // A non-string destination.
    $num = 5;
    for ($i = 0; $i < 2; $i++) {
        $num .= "x";
    }
    $undef_out = [];
    for ($i = 0; $i < 2; $i++) {
        $undef_out[] = @($nothing . "y");
    }
    echo $num, " ", implode(",", $undef_out), "\n";
}
run();
--EXPECT--
32df7309f079d3347ecdd3494c9cde20 162
0-x1-xx2-xxxx3-xxxxxxxx4-xxxxxxxxxxxxxxxx 32 [4]xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx4! 4:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx:8
f0.51T!Arrayx0.51T!Arrayx
b012 b012 bccc
5xx y,y
