--TEST--
a router collecting routes from method attributes
--FILE--
<?php
#[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
class Route { public function __construct(public string $path, public string $method = 'GET', public ?string $name = null) {} }
#[Attribute(Attribute::TARGET_CLASS)]
class Prefix { public function __construct(public string $prefix) {} }
#[Prefix('/users')]
class UserController {
  #[Route('/', name: 'list')] public function index() { return 'index'; }
  #[Route('/{id}')] #[Route('/show/{id}', method: 'GET')] public function show($id) { return "show $id"; }
  #[Route('/', method: 'POST')] public function store() { return 'store'; }
  public function helper() {}
}
$rc = new ReflectionClass(UserController::class);
$prefix = $rc->getAttributes(Prefix::class)[0]->newInstance()->prefix;
$routes = [];
foreach ($rc->getMethods(ReflectionMethod::IS_PUBLIC) as $m) {
  foreach ($m->getAttributes(Route::class) as $attr) {
    $r = $attr->newInstance();
    $routes[] = [$r->method, $prefix . rtrim($r->path, '/'), $m->getName(), $r->name];
  }
}
foreach ($routes as $r) echo implode(' ', array_map(fn($x) => $x ?? '-', $r)), "\n";
$ctl = $rc->newInstance();
echo $rc->getMethod('show')->invoke($ctl, 7), "\n";
?>
--EXPECT--
GET /users index list
GET /users/{id} show -
GET /users/show/{id} show -
POST /users store -
show 7
