--TEST--
use const conflicting with a declared constant
--FILE--
<?php
namespace App;
use const Other\LIMIT;
const LIMIT = 1;
--EXPECTF--

Fatal error: Cannot declare const App\LIMIT because the name is already in use in %s on line 4
