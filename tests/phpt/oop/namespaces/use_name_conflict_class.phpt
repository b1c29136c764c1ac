--TEST--
use conflicting with a class declared in the same file
--FILE--
<?php
namespace App;
use Other\Thing;
class Thing {}
--EXPECTF--

Fatal error: Cannot declare class App\Thing because the name is already in use in %s on line 4
