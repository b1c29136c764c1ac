--TEST--
#[SensitiveParameter] on a method
--FILE--
<?php
class C {
  #[SensitiveParameter]
  public function m() {}
}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "SensitiveParameter" cannot target method (allowed targets: parameter) in %s on line 4
