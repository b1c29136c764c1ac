--TEST--
invokable object callbacks
--FILE--
<?php
class W {
    public $n = 0;
    function __invoke($b, $p) { $this->n++; return "($p:$b)"; }
}
$w = new W;
ob_start($w); echo "c"; ob_flush(); echo "d"; ob_end_flush();
echo "\n", $w->n, "\n";
--EXPECT--
(5:c)(8:d)
2
