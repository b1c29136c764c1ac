--TEST--
foreach over an object inside and outside its class sees different properties
--FILE--
<?php
class V {
    public $pub = 1; protected $prot = 2; private $priv = 3;
    function inside() { foreach ($this as $k => $v) echo "in: $k=$v\n"; }
}
class W extends V { function child() { foreach ($this as $k => $v) echo "child: $k=$v\n"; } }
$w = new W;
foreach ($w as $k => $v) echo "out: $k=$v\n";
$w->inside();
$w->child();
--EXPECT--
out: pub=1
in: pub=1
in: prot=2
in: priv=3
child: pub=1
child: prot=2
