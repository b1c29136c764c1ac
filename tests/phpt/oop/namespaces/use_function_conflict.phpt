--TEST--
use function conflicting with a declared function
--FILE--
<?php
namespace App;
use function Other\helper;
function helper() {}
--EXPECTF--

Fatal error: Cannot declare function App\helper because the name is already in use in %s on line 4
