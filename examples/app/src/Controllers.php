<?php
declare(strict_types=1);

namespace App;

final class Controllers
{
    private function session(): void
    {
        if (session_status() !== PHP_SESSION_ACTIVE) {
            session_start(['cookie_httponly' => true, 'cookie_samesite' => 'Lax']);
        }
    }

    public function home(): void
    {
        $this->session();
        echo View::render('home', ['user' => $_SESSION['user'] ?? null]);
    }

    public function notes(): void
    {
        echo View::render('notes', ['notes' => (new Notes())->all(), 'errors' => [], 'old' => []]);
    }

    public function addNote(): void
    {
        $errors = Notes::validate($_POST);
        if ($errors) {
            http_response_code(422);
            echo View::render('notes', ['notes' => (new Notes())->all(), 'errors' => $errors, 'old' => $_POST]);
            return;
        }
        (new Notes())->add(trim($_POST['title']), trim($_POST['body']));
        header('Location: /notes', true, 303);
    }

    public function uploadForm(): void
    {
        echo View::render('upload', ['result' => null]);
    }

    public function upload(): void
    {
        $f = $_FILES['file'] ?? null;
        if (!$f || $f['error'] !== UPLOAD_ERR_OK) {
            http_response_code(400);
            echo View::render('upload', ['result' => 'Upload failed (error ' . ($f['error'] ?? 'none') . ').']);
            return;
        }
        $dest = APP_DATA . '/' . bin2hex(random_bytes(8)) . '-' . basename($f['name']);
        move_uploaded_file($f['tmp_name'], $dest);
        echo View::render('upload', ['result' => sprintf('Stored %s (%d bytes, sha1 %s).', $f['name'], $f['size'], sha1_file($dest))]);
    }

    public function counter(): void
    {
        $this->session();
        $_SESSION['count'] = ($_SESSION['count'] ?? 0) + 1;
        echo View::render('counter', ['count' => $_SESSION['count']]);
    }

    public function login(): void
    {
        $this->session();
        $name = trim((string) ($_POST['name'] ?? ''));
        if ($name !== '') {
            session_regenerate_id(true);
            $_SESSION['user'] = $name;
        }
        header('Location: /', true, 303);
    }

    public function logout(): void
    {
        $this->session();
        $_SESSION = [];
        session_destroy();
        header('Location: /', true, 303);
    }

    public function apiNotes(): void
    {
        header('Content-Type: application/json');
        echo json_encode(['notes' => (new Notes())->all()], JSON_UNESCAPED_SLASHES);
    }

    public function apiHello(string $name): void
    {
        header('Content-Type: application/json');
        echo json_encode(['message' => "Hello, $name!"]);
    }
}
