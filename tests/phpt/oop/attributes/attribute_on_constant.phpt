--TEST--
#[Attribute] on a class constant
--FILE--
<?php
class C { #[Attribute] const K = 1; #[Attribute] public $p; }
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "Attribute" cannot target class constant (allowed targets: class) in %s on line 2
