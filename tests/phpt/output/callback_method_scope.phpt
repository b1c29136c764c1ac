--TEST--
protected and private method callbacks depend on the calling scope
--FILE--
<?php
class W {
    protected function prot($b) { return "P($b)"; }
    private function priv($b) { return "Q($b)"; }
    function start() {
        ob_start([$this, 'prot']); echo "in"; ob_end_flush();
        ob_start([$this, 'priv']); echo "in2"; ob_end_flush();
    }
}
class V extends W { function go() { ob_start([$this, 'prot']); echo "sub"; ob_end_flush(); } }
$w = new W;
$w->start();
echo "\n";
var_dump(ob_start([$w, 'prot']));
(new V)->go();
echo "\n";
--EXPECTF--
P(in)Q(in2)

Warning: ob_start(): cannot access protected method W::prot() in %s on line 14

Notice: ob_start(): Failed to create buffer in %s on line 14
bool(false)
P(sub)
