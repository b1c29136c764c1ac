--TEST--
collecting event listeners from attributes on functions and methods
--FILE--
<?php
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
class ListensTo { public function __construct(public string $event, public int $priority = 0) {} }
#[ListensTo('boot', priority: 5)] function on_boot() { return 'fn boot'; }
class Listeners {
  #[ListensTo('boot')] #[ListensTo('shutdown', 1)] public static function both() { return 'static both'; }
  #[ListensTo('request')] public function req() { return 'req'; }
}
$map = [];
foreach ((new ReflectionFunction('on_boot'))->getAttributes(ListensTo::class) as $a) { $l = $a->newInstance(); $map[$l->event][] = [$l->priority, 'on_boot']; }
foreach ((new ReflectionClass('Listeners'))->getMethods() as $m) foreach ($m->getAttributes(ListensTo::class) as $a) { $l = $a->newInstance(); $map[$l->event][] = [$l->priority, 'Listeners::' . $m->name]; }
ksort($map);
foreach ($map as $ev => $ls) { usort($ls, fn($x, $y) => $y[0] <=> $x[0]); echo $ev, ': ', implode(', ', array_map(fn($l) => $l[1] . '@' . $l[0], $ls)), "\n"; }
?>
--EXPECT--
boot: on_boot@5, Listeners::both@0
request: Listeners::req@0
shutdown: Listeners::both@1
