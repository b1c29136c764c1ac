--TEST--
Class constants and enum cases referenced from another namespace
--FILE--
<?php
namespace Config { class Limits { const MAX = 10; } }
namespace App {
    use Config\Limits;
    use Config\Limits as L;
    var_dump(Limits::MAX, L::MAX, \Config\Limits::MAX, constant('Config\Limits::MAX'));
}
--EXPECT--
int(10)
int(10)
int(10)
int(10)
