--TEST--
Multiple default cases is a fatal error
--FILE--
<?php
switch (1) { default: break; default: break; }
--EXPECTF--

Fatal error: Switch statements may only contain one default clause in %s on line 2
