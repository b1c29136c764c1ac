--TEST--
SplObjectStorage with a user getHash
--FILE--
<?php
class ByName extends SplObjectStorage {
    public function getHash($o): string { return $o->name; }
}
$s = new ByName;
$a = new stdClass; $a->name = 'x';
$b = new stdClass; $b->name = 'x';
$c = new stdClass; $c->name = 'y';
$s->attach($a, 1); $s->attach($b, 2); $s->attach($c, 3);
var_dump(count($s), $s->contains($b), $s[$a]);
foreach ($s as $i => $o) echo $i, " ", $o->name, " ", $s->getInfo(), "\n";
$s->detach($b);
var_dump(count($s));
?>
--EXPECT--
int(2)
bool(true)
int(2)
0 x 2
1 y 3
int(1)
