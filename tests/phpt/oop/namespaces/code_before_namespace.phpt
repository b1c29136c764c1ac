--TEST--
Code before the first namespace declaration is an error
--FILE--
<?php
echo 1;
namespace A;
--EXPECTF--

Fatal error: Namespace declaration statement has to be the very first statement or after any declare call in the script in %s on line 3
