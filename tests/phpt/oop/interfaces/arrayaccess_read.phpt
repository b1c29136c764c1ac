--TEST--
ArrayAccess: reading $o[k] calls offsetGet, ?? asks offsetExists first
--FILE--
<?php
class Box implements ArrayAccess {
    public $d = ['a' => 1, 'n' => null];
    function offsetExists($k): bool { echo "exists($k)\n"; return isset($this->d[$k]) || $k === 'n'; }
    function offsetGet($k): mixed { echo "get($k)\n"; return $this->d[$k] ?? "none"; }
    function offsetSet($k, $v): void { $this->d[$k] = $v; }
    function offsetUnset($k): void { unset($this->d[$k]); }
}
$b = new Box;
var_dump($b['a']);
var_dump($b['zz']);
var_dump($b[5]);
var_dump($b['a'] ?? 'dflt');
var_dump($b['zz'] ?? 'dflt');
var_dump($b['n'] ?? 'dflt');
--EXPECT--
get(a)
int(1)
get(zz)
string(4) "none"
get(5)
string(4) "none"
exists(a)
get(a)
int(1)
exists(zz)
string(4) "dflt"
exists(n)
get(n)
string(4) "none"
