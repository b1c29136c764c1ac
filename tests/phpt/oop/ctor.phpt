--TEST--
constructor sets properties
--FILE--
<?php
class P { public $n; function __construct($n) { $this->n = $n; } }
$p = new P('bob'); echo $p->n, "\n";
--EXPECT--
bob
