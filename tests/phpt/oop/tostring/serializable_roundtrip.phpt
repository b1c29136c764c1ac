--TEST--
Serializable objects nested in arrays round-trip
--FILE--
<?php
class Pt implements Serializable {
  function __construct(public int $x = 0, public int $y = 0) {}
  function serialize() { return "$this->x,$this->y"; }
  function unserialize($s) { [$this->x, $this->y] = array_map('intval', explode(',', $s)); }
}
$s = serialize(['p' => new Pt(3, 4), 'n' => 1]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u['p']->x + $u['p']->y);
--EXPECTF--

Deprecated: Pt implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
a:2:{s:1:"p";C:2:"Pt":3:{3,4}s:1:"n";i:1;}
int(7)
