--TEST--
#[SensitiveParameter] on a closure
--FILE--
<?php
$f = #[SensitiveParameter] function () {};
echo "ok\n";
?>
--EXPECTF--

Fatal error: Attribute "SensitiveParameter" cannot target function (allowed targets: parameter) in %s on line 2
