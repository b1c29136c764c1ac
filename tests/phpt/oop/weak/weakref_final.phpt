--TEST--
WeakReference is final
--FILE--
<?php
class W extends WeakReference {}
--EXPECTF--

Fatal error: Class W cannot extend final class WeakReference in %s on line 2
