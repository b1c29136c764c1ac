--TEST--
an [$object, method] callback
--FILE--
<?php
class W {
    public $n = 0;
    function wrap($b, $p) { $this->n++; return "<$p:$b>"; }
}
$w = new W;
ob_start([$w, 'wrap']); echo "a"; ob_flush(); echo "b"; ob_end_flush();
echo "\n", $w->n, "\n";
--EXPECT--
<5:a><8:b>
2
