--TEST--
duplicate named attribute argument
--FILE--
<?php
class C {
  #[A(a: 1, a: 2)]
  public function m() {}
}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Duplicate named parameter $a in %s on line 4
